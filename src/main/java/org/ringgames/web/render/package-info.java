/**
 * Rendering shared by the pages and images: SVG boards, HTML text, classpath text.
 */
package org.ringgames.web.render;
