/**
 * The signed-in main page (spec §2 "Main page layout"), loaded as its own chunk. This file is the
 * one place where features are composed. Later features mount at the marked places; where a
 * feature does not exist yet, nothing is rendered:
 *   - Analyser slots (features/analyser/slots.ts): install button and action, the gradient card
 *     and open buttons after an analysis (issue 6), the framed view button (issue 6), tone
 *     actions such as TuneMind (issue 8).
 *   - Side column: the EchoRoom card inside the tension panel (issue 7), the emotion slider panel
 *     (issue 6), the Resonance Journal card (issue 7).
 *   - The Signature Dashboard tab (issue 8).
 */
import { lazy, Suspense, useState } from 'react';
import { BarChart3, Waves } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { PageStateProvider } from '@/lib/page-state';
import { AnalyserPanel } from '@/features/analyser/analyser-panel';
import { FrameworkInfoCard } from '@/features/analyser/side/framework-info-card';
import { TensionPanel } from '@/features/analyser/side/tension-panel';
import { AlternativeTextCard, OriginalTextCard } from '@/features/analyser/side/text-cards';
import { FramedOpenButton } from '@/features/framed/framed-open-button';
import { EmotionGradient } from '@/features/gradient/emotion-gradient';
import { EmotionPanel } from '@/features/gradient/emotion-panel';
import { GradientCard } from '@/features/gradient/gradient-card';
import { EchoModePicker } from '@/features/echo-room/echo-mode-picker';
import { EchoRoomCard } from '@/features/echo-room/echo-room-card';
import { EchoRoomProvider } from '@/features/echo-room/echo-room-context';
import { InstallAction } from '@/features/install/install-action';
import { InstallButton } from '@/features/install/install-button';
import { useInstalledToast } from '@/features/install/use-install';
import { JournalCard } from '@/features/journal/journal-card';
import { GenerateMusicButton } from '@/features/tunemind/generate-music-button';
import { Header } from './header';
import { SignedInProviders } from './signed-in-providers';
import { useDocumentTitle } from '@/lib/document-title';
import { useWideLayoutAtOpen } from '@/lib/use-media-query';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { AfterFirstPaint } from '@/lib/after-first-paint';
import { useTranslation } from 'react-i18next';

// The dashboard brings recharts: its own chunk, fetched when the tab is first opened.
const SignatureDashboard = lazy(() => import('@/features/signature/signature-dashboard'));
// The two modals are chunks of their own too, fetched the first time they open and mounted from then
// on (closed, they render nothing): the first paint of the page does not wait for them (ADR 0020).
const FramedInteraction = lazy(() =>
  import('@/features/framed/framed-interaction').then((module) => ({ default: module.FramedInteraction })),
);
const JournalDialog = lazy(() =>
  import('./journal-dialog').then((module) => ({ default: module.JournalDialog })),
);

export default function MainPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('header.title'));
  const { user } = useUser();
  const [journalOpen, setJournalOpen] = useState(false);
  const [framedOpen, setFramedOpen] = useState(false);
  const journalUsed = useOpenedOnce(journalOpen);
  const framedUsed = useOpenedOnce(framedOpen);
  const wide = useWideLayoutAtOpen();
  useInstalledToast();
  // The next steps after a result: in two columns at the top of the side column; in one column
  // (phones) right after the results (issue 14), where the analyser mounts them.
  const nextSteps = (
    <>
      {/* The EchoRoom modes sit in the tension panel; the open mode's view in the card below. */}
      <TensionPanel>
        <EchoModePicker />
      </TensionPanel>
      <EchoRoomCard />
      <AlternativeTextCard />
    </>
  );
  return (
    <SignedInProviders>
      <PageStateProvider>
        <div className="flex min-h-dvh flex-col">
          <Header user={user} onOpenJournal={() => setJournalOpen(true)} />
          <Suspense fallback={null}>
            {journalUsed && <JournalDialog open={journalOpen} onOpenChange={setJournalOpen} />}
            {framedUsed && (
              <FramedInteraction
                open={framedOpen}
                onOpenChange={setFramedOpen}
                gradient={({ defaultUnlocked, announce, compact }) => (
                  <EmotionGradient
                    defaultUnlocked={defaultUnlocked}
                    onNotify={announce}
                    wide
                    compact={compact}
                  />
                )}
              />
            )}
          </Suspense>
          <main className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-6 sm:px-6 lg:px-8">
            <Tabs defaultValue="analyser" className="grid gap-6 [&>*]:min-w-0">
              <TabsList className="w-full sm:w-auto sm:justify-self-start">
                <TabsTrigger value="analyser" className="flex-1 justify-center sm:flex-none">
                  <Waves aria-hidden />
                  {t('main.analyserTab')}
                </TabsTrigger>
                <TabsTrigger value="signature" className="flex-1 justify-center sm:flex-none">
                  <BarChart3 aria-hidden />
                  {t('main.signatureTab')}
                </TabsTrigger>
              </TabsList>

              <TabsContent value="analyser">
                <EchoRoomProvider>
                  <div className="grid gap-6 lg:grid-cols-3">
                    <div className="min-w-0 lg:col-span-2">
                      <AnalyserPanel
                        twoColumns={wide}
                        slots={{
                          installButton: <InstallButton />,
                          installAction: <InstallAction />,
                          afterAnalysis: <GradientCard onOpenView={() => setFramedOpen(true)} />,
                          framedOpen: <FramedOpenButton onOpen={() => setFramedOpen(true)} />,
                          toneActions: <GenerateMusicButton />,
                          // Marked: the pre-rendered page (ADR 0025) cannot know the width, and
                          // hides them in two columns, where the app puts them in the side column.
                          nextSteps: wide ? null : (
                            <div data-one-column-only className="contents [&>*]:min-w-0">
                              {nextSteps}
                            </div>
                          ),
                        }}
                      />
                    </div>
                    <aside
                      className="grid min-w-0 content-start gap-5 sm:gap-6"
                      aria-label={t('main.insights')}
                    >
                      <AfterFirstPaint>
                        {wide && nextSteps}
                        <OriginalTextCard />
                        <FrameworkInfoCard />
                        <EmotionPanel />
                        <JournalCard />
                      </AfterFirstPaint>
                    </aside>
                  </div>
                </EchoRoomProvider>
              </TabsContent>

              <TabsContent value="signature">
                <Suspense
                  fallback={
                    <p className="py-24 text-center text-sm text-muted" role="status">
                      {t('main.loadingSignature')}
                    </p>
                  }
                >
                  <SignatureDashboard />
                </Suspense>
              </TabsContent>
            </Tabs>
          </main>
        </div>
      </PageStateProvider>
    </SignedInProviders>
  );
}
