import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorNotes } from './schema.ts';

/** How many notes a member–persona pair shows; the oldest beyond it are kept but not shown. */
export const NOTES_SHOWN = 50;

export interface OperatorNote {
  id: number;
  body: string;
  staffId: number | null;
  createdAt: Date;
}

/** The notes operators left about this member for this persona, oldest first (the latest NOTES_SHOWN). */
export async function notesOf(db: Executor, personaId: number, memberId: number): Promise<OperatorNote[]> {
  const rows = await db
    .select({
      id: operatorNotes.id,
      body: operatorNotes.body,
      staffId: operatorNotes.staffId,
      createdAt: operatorNotes.createdAt,
    })
    .from(operatorNotes)
    .where(and(eq(operatorNotes.personaId, personaId), eq(operatorNotes.memberId, memberId)))
    .orderBy(asc(operatorNotes.createdAt), asc(operatorNotes.id));
  return rows.slice(-NOTES_SHOWN);
}

export async function addNote(
  db: Executor,
  note: { personaId: number; memberId: number; staffId: number; body: string },
): Promise<OperatorNote> {
  const [row] = await db.insert(operatorNotes).values(note).returning({
    id: operatorNotes.id,
    body: operatorNotes.body,
    staffId: operatorNotes.staffId,
    createdAt: operatorNotes.createdAt,
  });
  return row!;
}

/** The notes about a member, for their data export (what staff wrote about them, not who). */
export async function notesAbout(db: Executor, memberId: number) {
  return db
    .select({
      fictionalProfileId: operatorNotes.personaId,
      note: operatorNotes.body,
      createdAt: operatorNotes.createdAt,
    })
    .from(operatorNotes)
    .where(eq(operatorNotes.memberId, memberId))
    .orderBy(asc(operatorNotes.id));
}

/** A final deletion erases what staff wrote about the member. */
export async function eraseNotesAbout(db: Executor, memberId: number): Promise<void> {
  await db.delete(operatorNotes).where(eq(operatorNotes.memberId, memberId));
}
