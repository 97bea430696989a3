// What db:restore says when it refuses a file or a restore fails: always whether anything changed.

/** The file cannot be read whole: truncated, damaged, or not a backup at all. Nothing was touched. */
export class DamagedBackup extends Error {
  constructor(file: string, detail: string) {
    super(
      `${file} is truncated, damaged or not a backup of db:backup: nothing was changed. ${detail}`,
    );
  }
}

/** The restore itself failed and was undone whole. */
export class RestoreFailed extends Error {
  constructor(file: string, detail: string) {
    super(`restoring ${file} failed and was rolled back: nothing was changed. ${detail}`);
  }
}
