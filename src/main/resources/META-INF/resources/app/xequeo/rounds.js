// The end of an Xe Queo round, told before the next round's setup: who won the ring and how, both
// secrets (the rules reveal them once a round is over); the score is beside it. A seat presses "Next round"
// to go on to the setup; a spectator sees it until the next round is played. Elements only:
// board.js decides when.
import { seatName, describeRound } from '../words.js';
import { el, hint, button } from './panel.js';

/** The last finished round, while the next one is being set up and this page has not moved on. */
export function pendingRoundEnd(state, seen) {
  const last = state.rounds[state.rounds.length - 1];
  return state.status === 'setup' && last && last.round > seen ? last : null;
}

export function roundEnd(round, state, seat, onNext) {
  const won = round.winner === seat ? 'you won the ring' : `${seatName(round.winner)} won the ring`;
  const how = describeRound(round, seat);
  const secret = (s) => el('span', { dataset: { roundEndSecret: s } }, String(round.secrets[s]));
  return el('section', {
    className: 'xq-round-end', id: 'xq-round-end', role: 'status',
    dataset: { roundEnd: String(round.round), winner: round.winner },
    'aria-label': `Round ${round.round} is over`,
  },
  el('h2', {}, `Round ${round.round} is over: ${won}`),
  el('p', {}, `${how.charAt(0).toUpperCase()}${how.slice(1)}.`),
  el('p', {}, `Secrets: ${seatName('placer')}${seat === 'placer' ? ' (you)' : ''} `, secret('placer'),
    `, ${seatName('ringer')}${seat === 'ringer' ? ' (you)' : ''} `, secret('ringer'), '.'),
  onNext
    ? el('div', { className: 'row' }, button(`Next round (${state.round})`, { dataset: { action: 'next-round' } }, onNext))
    : hint(`Round ${state.round} is being set up.`));
}

/** The ending's extra line for a match: its final score. */
export function finalScore(state) {
  return `Final score: ${seatName('placer')} ${state.score.placer} – ${state.score.ringer} ${seatName('ringer')}.`;
}
