// The app shell: a header with the college name over the page content. The screens of the
// specification replace the placeholder content in a later issue.
import { usePublicConfig } from './use-public-config';

/** The whole web app (for now: header plus loading, failed and ready states). */
export function App() {
  const { state, retry } = usePublicConfig();
  return (
    <>
      <header className="app-header">
        <a className="brand" href="/">
          <img src="/icons/icon.svg" alt="" width={32} height={32} />
          <span>{state.status === 'ready' ? state.config.collegeName : 'Job Board'}</span>
        </a>
      </header>
      <main className="app-main">
        {state.status === 'loading' && <p role="status">Loading…</p>}
        {state.status === 'failed' && (
          <div role="alert">
            <p>The job board could not be reached. Check your connection and try again.</p>
            <button type="button" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && (
          <>
            <h1>Job Board</h1>
            <p>Church positions for students of {state.config.collegeName}.</p>
          </>
        )}
      </main>
    </>
  );
}
