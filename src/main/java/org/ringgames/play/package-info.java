/**
 * Application services: game lifecycle, turn guards, seats and tokens, events. Transactions live
 * on these services' methods, not on resources.
 */
package org.ringgames.play;
