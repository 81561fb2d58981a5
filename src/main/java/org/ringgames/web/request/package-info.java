/**
 * What a request brings: the presented key or token, the client address, the query parameters and an optional body.
 */
package org.ringgames.web.request;
