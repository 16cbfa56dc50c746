import { randomUUID } from 'node:crypto';

/** A multipart body with one file, as the browser sends it. */
export function pdfForm(bytes: Buffer, fileName = 'resume.pdf', field = 'resume', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

export const newUserId = (): string => randomUUID();

/**
 * Where the user's resume stands, as the tables hold it: the pending upload while there is one (queued, processing,
 * rejected or failed), else the current resume (completed).
 */
export async function versionState(
  db: { query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]> },
  userId: string,
): Promise<{
  id: string;
  version: number;
  status: string;
  problem: string | null;
  attempts: number;
  fileName: string | null;
}> {
  const [upload] = await db.query(
    `SELECT resume_id AS id, version, status, problem, attempts, file_name AS "fileName"
       FROM "resume"."resume_uploads" WHERE user_id = $1`,
    [userId],
  );
  const [current] = await db.query(
    `SELECT id, version, 'completed' AS status, NULL AS problem, attempts, file_name AS "fileName"
       FROM "resume"."resumes" WHERE user_id = $1`,
    [userId],
  );
  const state = upload ?? current;
  if (!state) throw new Error('no resume and no upload for this user');
  return state as Awaited<ReturnType<typeof versionState>>;
}
