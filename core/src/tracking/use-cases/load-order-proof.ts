import { domainOk, type DomainResult } from '../../daily-plan/result.js';
import type { OrderProof, OrderRefQuery, ProofFile } from '../order-tracking.schema.js';
import type { OrderTrackingGateway, ProofFileGateway } from '../ports.js';

export type LoadedProof<TFile> = {
  readonly proof: OrderProof;
  /** Photos and signatures with their content; empty when any file could not be fetched. */
  readonly files: readonly { readonly file: ProofFile; readonly content: TFile }[];
};

/** Show of order tracking: the proof of one order and its files (fetched with the user's token). */
export async function loadOrderProof<TFile>(
  ports: { readonly orderTracking: OrderTrackingGateway; readonly files: ProofFileGateway<TFile> },
  query: OrderRefQuery,
): Promise<DomainResult<LoadedProof<TFile>>> {
  const answer = await ports.orderTracking.getProof(query);
  if (!answer.ok) return answer;
  const fetched = await Promise.all(answer.value.files.map((file) => ports.files.fetchFile(file.fileUrl)));
  const files: { file: ProofFile; content: TFile }[] = [];
  for (const [i, result] of fetched.entries()) {
    const file = answer.value.files[i];
    if (!result.ok || file === undefined) return domainOk({ proof: answer.value, files: [] });
    files.push({ file, content: result.value });
  }
  return domainOk({ proof: answer.value, files });
}
