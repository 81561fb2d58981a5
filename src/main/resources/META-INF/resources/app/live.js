// Follows a game's events (Server-Sent Events) and hands every new state to the page. After a
// dropped connection the browser's EventSource reconnects by itself and sends Last-Event-ID; if it
// gives up (an error answer, or the service restarting), we open a new stream with ?lastEventId=
// after a growing pause, so the page catches up with exactly what it missed, without a reload.

export function follow(gameId, { onState, onConnection }) {
  let source = null;
  let lastId = null;
  let retryMs = 1000;
  let stopped = false;
  let timer = null;
  let finishedSeen = 0;

  const open = () => {
    const query = lastId === null ? '' : `?lastEventId=${encodeURIComponent(lastId)}`;
    source = new EventSource(`/api/v1/games/${encodeURIComponent(gameId)}/events${query}`);
    source.onopen = () => {
      retryMs = 1000;
      onConnection('live');
    };
    source.onerror = () => {
      if (stopped) {
        return;
      }
      onConnection('reconnecting');
      if (source.readyState === EventSource.CLOSED) {
        source = null;
        timer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, 15000);
      }
    };
    for (const type of ['state', 'setup', 'move', 'draw-offer', 'takeback-offer', 'takeback', 'finished']) {
      source.addEventListener(type, (event) => {
        if (event.lastEventId) {
          lastId = event.lastEventId;
        }
        const data = JSON.parse(event.data);
        const state = type === 'state' ? data : data.state;
        if (state && state.version !== undefined) {
          lastId = lastId === null || Number(lastId) < state.version ? String(state.version) : lastId;
        }
        onState(state, type, data);
        if (state && state.status === 'finished') {
          // The service ends a finished game's stream. A loss the loser may still take back can
          // reopen the game, so the browser's own reconnects (Last-Event-ID) keep watching for a
          // takeback a while longer; otherwise, or after about five minutes, that is the end.
          if (!state.takebackAvailable || ++finishedSeen > 100) {
            stop();
            onConnection('ended');
          }
        }
      });
    }
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    if (source) {
      source.close();
      source = null;
    }
  };

  open();
  return {
    stop,
    /** Closes the stream as a network failure would, to resume from the last id (tests, and "offline" events). */
    drop() {
      if (source && !stopped) {
        source.close();
        source = null;
        onConnection('reconnecting');
        timer = setTimeout(open, 200);
      }
    },
  };
}
