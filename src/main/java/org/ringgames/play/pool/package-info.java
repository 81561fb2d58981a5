/**
 * The engine's thread pool: the fair queue by caller (SearchPool, FairQueue, Caller) and the analysis limits. Not an engine: the engines are rules/gyges/search and rules/xequeo/engine.
 */
package org.ringgames.play.pool;
