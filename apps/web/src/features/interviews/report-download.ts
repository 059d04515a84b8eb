import { ApiError } from '../../app/api-errors.ts';
import { fetchInterviewReport } from './interviews-api.ts';

const PREFIX = 'Failed to download PDF report.';

/** spec part 1 §8: the PDF download alert, by what went wrong. */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return `${PREFIX} No interview results found for this interview.`;
  if (error instanceof ApiError && error.status === 403)
    return `${PREFIX} You are not authorized to download this report.`;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `${PREFIX} Request timed out. The PDF generation may be taking longer than expected. Please try again.`;
  }
  if (error instanceof ApiError && error.status >= 500) {
    return `${PREFIX} Server error occurred while generating the PDF. Please try again later.`;
  }
  return `${PREFIX} Please try again.`;
}

/** Fetches the report and hands it to the browser as a download named after the candidate. */
export async function downloadInterviewReport(conversationId: string, candidateName: string): Promise<void> {
  const blob = await fetchInterviewReport(conversationId);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `interview-report-${candidateName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'candidate'}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
