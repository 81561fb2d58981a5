/**
 * The HTTP layer: JAX-RS resources, request and response records, and problem+json mapping
 * ({@link org.ringgames.web.problem}). It calls {@code play} and never {@code store} directly.
 */
package org.ringgames.web;
