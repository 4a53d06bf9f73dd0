// "The public positions changed" for every open page of the app: a BroadcastChannel reaches the
// other tabs as well as this one, so a position's page left open anywhere fetches it again after an
// approval or a deletion made in another tab. (The lists need no message: they follow IndexedDB.)

/** The channel's name. */
export const PUBLIC_POSITIONS_CHANNEL = 'job-board-public-positions';

/** Tells every open page (this one included) that public positions changed. */
export function announcePublicPositionsChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  // A channel of its own: a channel never hears its own messages, this page's listeners must.
  const channel = new BroadcastChannel(PUBLIC_POSITIONS_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `onChange` whenever public positions changed; returns the function that stops it. */
export function onPublicPositionsChanged(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(PUBLIC_POSITIONS_CHANNEL);
  channel.onmessage = () => onChange();
  return () => channel.close();
}
