// Answers of the API as an event stream, so features can react to calls made elsewhere without
// importing each other (e.g. the usage counter refreshes after any generation call of the studio).

export interface ApiAnswer {
  method: string;
  path: string;
  status: number;
}

type Listener = (answer: ApiAnswer) => void;
const listeners = new Set<Listener>();

export function onApiAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceApiAnswer(answer: ApiAnswer) {
  for (const l of listeners) {
    try {
      l(answer);
    } catch {
      // a listener's failure never breaks the call that was observed
    }
  }
}
