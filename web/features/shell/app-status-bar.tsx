// Messages about the app itself, under the top navigation: offline, a new version ready to load.
import { RefreshCw, WifiOff } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useOnline } from '../../app/online-status';
import { useUpdateAvailable } from '../../app/update-status';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  px: '4',
  py: '2',
  fontSize: 'sm',
  textAlign: 'center',
});
const offline = css({
  bg: 'bg.subtle',
  color: 'fg',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
const update = css({
  bg: 'primary.subtle',
  color: 'fg',
  borderBottomWidth: '1px',
  borderColor: 'border',
});

/** The offline notice and the update prompt, when there is something to say. */
export function AppStatusBar() {
  const online = useOnline();
  const activateUpdate = useUpdateAvailable();
  return (
    <>
      {!online ? (
        <div role="status" className={`${bar} ${offline}`}>
          <WifiOff size={16} aria-hidden />
          <span>
            You're offline. What you see was saved on this device; changes are sent when you're back
            online.
          </span>
        </div>
      ) : null}
      {activateUpdate ? (
        <div role="status" className={`${bar} ${update}`}>
          <span>A new version of the job board is ready.</span>
          <button type="button" className={button({ size: 'sm' })} onClick={activateUpdate}>
            <RefreshCw size={14} aria-hidden /> Reload
          </button>
        </div>
      ) : null}
    </>
  );
}
