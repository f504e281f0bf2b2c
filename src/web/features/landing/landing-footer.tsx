/** Footer (spec §1): proprietary frameworks, licensing e-mail (CONTACT_EMAIL) and the build identifier. */
import { usePublicConfig } from '@/lib/auth';
import { useTranslation } from 'react-i18next';

export const BUILD_VERSION = '0.42.061425.1';
export const BUILD_DATE = '2025-06-13';

export function LandingFooter() {
  const { t } = useTranslation();
  // The pre-rendered landing page is built with CONTACT_EMAIL_SLOT as the e-mail, which the
  // server replaces with its configured one (ADR 0048).
  const { data: config } = usePublicConfig();
  const email = config?.contactEmail;
  return (
    <footer className="border-t border-border/70">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-5 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>{t('landing.footer.proprietary')}</p>
        <div className="flex flex-col gap-1 sm:items-end">
          {email && (
            <p>
              {t('landing.footer.licensing')}{' '}
              <a
                href={`mailto:${email}`}
                className="font-medium text-primary-strong underline-offset-4 hover:underline"
              >
                {email}
              </a>
            </p>
          )}
          <p className="text-xs text-subtle">
            {t('landing.footer.build', {
              version: config?.buildVersion ?? BUILD_VERSION,
              date: config?.buildDate ?? BUILD_DATE,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
