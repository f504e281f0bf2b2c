/**
 * The signed-in user's account: settings, export and deletion.
 */
import { z } from 'zod';
import { StoredAnalysis } from './analysis';
import { Language, User } from './auth';
import { Timestamp } from './common';
import { EchoReflection } from './echo-room';
import { FramedConversation } from './framed';
import { JournalEntry } from './journal';
import { SignatureEntry } from './signature';

/** PATCH /api/account → 200 User */
export const UpdateAccountRequest = z
  .strictObject({
    firstName: z.string().trim().max(100).nullable().optional(),
    lastName: z.string().trim().max(100).nullable().optional(),
    language: Language.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update.' });
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequest>;

/** GET /api/account/export: everything the server keeps about me, as one JSON download. */
export const AccountExport = z.object({
  format: z.literal('tonelens-account-export'),
  version: z.literal(1),
  exportedAt: Timestamp,
  user: User,
  analyses: z.array(StoredAnalysis),
  journal: z.array(JournalEntry),
  echoReflections: z.array(EchoReflection),
  framedConversations: z.array(FramedConversation),
  signatureEntries: z.array(SignatureEntry),
});
export type AccountExport = z.infer<typeof AccountExport>;
