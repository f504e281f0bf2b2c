/**
 * Keeps the interface in the signed-in user's saved language: on sign-in, and at once when Account
 * Settings saves a new one (it updates the user query). Signed out, the start-up language stays.
 */
import { useEffect } from 'react';
import { useUser } from '@/lib/auth';
import { applyLanguage } from './i18n';

export function LanguageSync() {
  const { user } = useUser();
  const language = user?.language;
  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);
  return null;
}
