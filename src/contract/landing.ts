/**
 * What the build's pre-rendered pages (ADR 0022, 0025) and the server agree on. The server sends a
 * visitor with no session the landing page's HTML already rendered in the language their browser
 * asks for (Accept-Language), complete: its 'Log In' buttons are forms that need no script, and
 * the footer names the configured CONTACT_EMAIL (CONTACT_EMAIL_SLOT). The app does not run on it
 * (ADR 0048). A language chosen on this device earlier is only in localStorage, which the server
 * cannot read: LANDING_SCRIPT, inlined at the top of the pre-rendered page, marks `<html>` with
 * LANGUAGE_PENDING_ATTRIBUTE when that stored choice is another language; the page's stylesheet
 * then hides the pre-rendered content, and the script loads the app, which renders the page in the
 * stored language and shows it, so no other language flashes first. On the signed-in page the same
 * script adds the app's entry after the first paint. The server allows exactly this script through
 * its hash in the Content-Security-Policy.
 */
import { LANGUAGES } from './languages';

/** The localStorage key of the interface language last shown on this device (src/web/i18n/languages.ts). */
export const CHOSEN_LANGUAGE_KEY = 'tonelens:language';

export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

/** `#root` carries the language it was pre-rendered in: `<div id="root" data-prerendered="de">`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export const LANDING_FILE = (language: string): string => `landing.${language}.html`;

/**
 * The signed-in page as it looks before anything is typed (ADR 0025), pre-rendered in each language
 * without any user's data, for '/' with a live session. `#root` carries SIGNED_IN_ATTRIBUTE instead
 * of PRERENDERED_ATTRIBUTE: the app never hydrates it; it renders the page afresh once the
 * signed-in check has answered and replaces this HTML in that one commit. The same LANDING_SCRIPT
 * guards its language and adds the entry after its first paint.
 */
export const SIGNED_IN_FILE = (language: string): string => `signed-in.${language}.html`;
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in-page';

/**
 * The app's entry module, which the pre-rendered page names on `#root` (`data-entry`) instead of
 * loading it from `<head>`, and the template holding the entry's modulepreload links: LANDING_SCRIPT
 * puts both into the signed-in page after its first paint, so the paint waits for no script, and
 * Lighthouse's simulation does not count their downloads and evaluation before it; into a landing
 * page only when it waits for another language (ADR 0048).
 */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const AFTER_PAINT_TEMPLATE_ID = 'after-first-paint';

/**
 * Where the pre-rendered landing page's footer names the licensing e-mail (its link and its text):
 * the build renders this word there, and the server puts the configured CONTACT_EMAIL in its place
 * (src/server/http/web.ts), since no script on that page asks /api/config for it (ADR 0048).
 */
export const CONTACT_EMAIL_SLOT = 'tonelens-contact-email-slot';

/**
 * First in `<head>` of the pre-rendered page. (1) The language the app will start in, found as
 * src/web/i18n/languages.ts's initialLanguage() finds it (the stored choice, else the browser's
 * first supported language, else English); when it is not the page's, `<html>` is marked.
 * (2) The landing page (PRERENDERED_ATTRIBUTE on `#root`) in its own language is complete: nothing
 * more is loaded (ADR 0048). Otherwise (the signed-in page, or a landing page waiting for its
 * language) the entry's modulepreload links and the entry itself are added: once the first
 * contentful paint has been reported (a 'paint' PerformanceObserver entry). Waiting for the
 * reported paint, not just the next animation frame, matters to Lighthouse: its simulation counts
 * every request that starts before the observed largest paint as holding that paint back, and a
 * frame callback's task ran before the paint's presentation in every measured load. Where paint
 * entries cannot come (the page is hidden for its language, or the browser has no paint timing) it
 * waits for the next frame instead, and after PAINT_WAIT_MS it goes ahead regardless (a tab opened
 * in the background reports its paint only once shown). Plain ES2017 in one string: its hash must
 * be the same in the build and in the server.
 */
export const PAINT_WAIT_MS = 10_000;

export const LANDING_SCRIPT =
  `{const s=${JSON.stringify(LANGUAGES)},d=document.documentElement;let l=null;` +
  `try{l=localStorage.getItem(${JSON.stringify(CHOSEN_LANGUAGE_KEY)})}catch(e){}` +
  `if(s.indexOf(l)<0){l="en";for(const t of navigator.languages||[navigator.language]){` +
  `const b=String(t).toLowerCase().split("-")[0];if(s.indexOf(b)>=0){l=b;break}}}` +
  `if(l!==d.lang)d.setAttribute(${JSON.stringify(LANGUAGE_PENDING_ATTRIBUTE)},"");` +
  `let g=0;const a=()=>{if(g)return;g=1;setTimeout(()=>{` +
  `const t=document.getElementById(${JSON.stringify(AFTER_PAINT_TEMPLATE_ID)});` +
  `if(t)document.head.append(document.importNode(t.content,true));` +
  `const e=document.getElementById("root").getAttribute(${JSON.stringify(ENTRY_ATTRIBUTE)});` +
  `if(e){const m=document.createElement("script");m.type="module";m.src=e;document.head.append(m)}},0)};` +
  `document.addEventListener("DOMContentLoaded",()=>{const P=window.PerformanceObserver,` +
  `w=d.hasAttribute(${JSON.stringify(LANGUAGE_PENDING_ATTRIBUTE)});` +
  `if(!w&&document.getElementById("root").hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)}))return;` +
  `if(!w&&P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){` +
  `new P((x,o)=>{if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();a()}})` +
  `.observe({type:"paint",buffered:true});setTimeout(a,${PAINT_WAIT_MS})}else requestAnimationFrame(a)})}`;
