/** What went wrong with the section's last action, read out as it appears; nothing when all is well. */
export function ActionError({ message }: { message: string | undefined | null }) {
  return message ? (
    <p className="pipeline-error" role="alert">
      {message}
    </p>
  ) : null;
}
