package org.ringgames.web.xequeo;

import static org.ringgames.web.SvgDocument.SVG_NS;
import static org.ringgames.web.SvgDocument.all;
import static org.ringgames.web.SvgDocument.caption;
import static org.ringgames.web.SvgDocument.centre;
import static org.ringgames.web.SvgDocument.elements;
import static org.ringgames.web.SvgDocument.lastMoves;
import static org.ringgames.web.SvgDocument.parse;
import static org.ringgames.web.SvgDocument.points;
import static org.ringgames.web.SvgDocument.withClass;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Square;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class XeQueoBoardSvgTest {

    private static final String EXAMPLE = "4....../..2..../....5../.1...../...7.../3....../....6.. g7 P";
    private static final String NO_RING = "4....../..2..../....5../.1...../...7.../3....../....6.. - R";

    @Test
    void rendersAWellFormedStandaloneSvgDocument() throws Exception {
        String svg = XeQueoBoardSvg.render(position(EXAMPLE), List.of(), "round 1 · placer to move");
        Document doc = parse(svg);

        Element root = doc.getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo(SVG_NS);
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getAttribute("viewBox")).matches("0 0 \\d+ \\d+");
        assertThat(root.getAttribute("width")).matches("\\d+");
        assertThat(root.getAttribute("height")).matches("\\d+");
        assertThat(root.getAttribute("role")).isEqualTo("img");
        assertThat(root.getAttribute("font-family")).isEqualTo("sans-serif");
        assertThat(doc.getElementsByTagNameNS(SVG_NS, "script").getLength()).isZero();
        assertThat(svg).doesNotContain("href").doesNotContain("url(").doesNotContain(" id=")
                .doesNotContainIgnoringCase("secret");
        assertThat(svg.chars()).allMatch(c -> c < 0x80);
    }

    @Test
    void titlesTheImageWithThePositionTheLastMoveAndTheCaption() throws Exception {
        Document doc = parse(XeQueoBoardSvg.render(position(EXAMPLE), squares("c1", "c3", "e5"), "round 1"));

        Element title = (Element) doc.getDocumentElement().getElementsByTagNameNS(SVG_NS, "title").item(0);
        assertThat(title.getParentNode()).isSameAs(doc.getDocumentElement());
        assertThat(title.getTextContent()).contains(EXAMPLE).contains("c1-c3-e5").contains("round 1");
    }

    @Test
    void drawsTheSevenNumberedDiscsOfTheExamplePosition() throws Exception {
        Document doc = parse(XeQueoBoardSvg.render(position(EXAMPLE), List.of(), ""));

        List<Element> discs = discs(doc);
        assertThat(discs).hasSize(7);
        assertThat(discs).extracting(d -> d.getAttribute("data-square") + "=" + d.getAttribute("data-disc"))
                .containsExactlyInAnyOrder("a7=4", "c6=2", "e5=5", "b4=1", "d3=7", "a2=3", "e1=6");
        for (Element disc : discs) {
            List<Element> circles = elements(disc.getElementsByTagNameNS(SVG_NS, "circle"));
            List<Element> texts = elements(disc.getElementsByTagNameNS(SVG_NS, "text"));
            assertThat(circles).hasSize(1);
            assertThat(circles.get(0).getAttribute("fill")).isNotEmpty().isNotEqualTo("none");
            assertThat(texts).hasSize(1);
            assertThat(texts.get(0).getTextContent()).isEqualTo(disc.getAttribute("data-disc"));
        }
    }

    @Test
    void seesTheBoardFromThePlacersSide() throws Exception {
        Document doc = parse(XeQueoBoardSvg.render(position(EXAMPLE), List.of(), ""));

        double[] a7 = centre(disc(doc, "a7"));
        double[] e1 = centre(disc(doc, "e1"));
        double[] a2 = centre(disc(doc, "a2"));
        assertThat(a7[1]).isLessThan(a2[1]).isLessThan(e1[1]);     // row 7 at the top
        assertThat(a7[0]).isEqualTo(a2[0]).isLessThan(e1[0]);      // file a on the left
        assertThat(a2[1] - e1[1]).isNegative();
        List<String> texts = new ArrayList<>();
        for (Element t : elements(doc.getElementsByTagNameNS(SVG_NS, "text"))) {
            texts.add(t.getTextContent());
        }
        assertThat(texts).contains("a", "b", "c", "d", "e", "f", "g", "1", "2", "3", "4", "5", "6", "7");
    }

    @Test
    void drawsTheRingOnItsSquare() throws Exception {
        Document doc = parse(XeQueoBoardSvg.render(position(EXAMPLE), List.of(), ""));

        List<Element> rings = rings(doc);
        assertThat(rings).hasSize(1);
        assertThat(rings.get(0).getAttribute("data-square")).isEqualTo("g7");
        List<Element> circles = elements(rings.get(0).getElementsByTagNameNS(SVG_NS, "circle"));
        assertThat(circles).isNotEmpty();
        double[] g7 = centre(rings.get(0));
        double[] a7 = centre(disc(doc, "a7"));
        double[] e5 = centre(disc(doc, "e5"));
        assertThat(g7[1]).isEqualTo(a7[1]);
        assertThat(g7[0]).isGreaterThan(e5[0]);
    }

    @Test
    void drawsNoRingBeforeItIsPlaced() throws Exception {
        Document doc = parse(XeQueoBoardSvg.render(position(NO_RING), List.of(), ""));

        assertThat(rings(doc)).isEmpty();
        assertThat(discs(doc)).hasSize(7);
    }

    @Test
    void drawsBothARingAndADiscStandingOnTheSameSquareTheRingAroundTheDisc() throws Exception {
        Document doc = parse(XeQueoBoardSvg.render(position("4....../..2..../....5../.1...../...7.../3....../....6.. e5 P"),
                List.of(), ""));

        Element ring = rings(doc).get(0);
        Element disc = disc(doc, "e5");
        assertThat(ring.getAttribute("data-square")).isEqualTo("e5");
        assertThat(centre(ring)).containsExactly(centre(disc));
        double ringRadius = Double.parseDouble(circle(ring).getAttribute("r"));
        assertThat(ringRadius).isGreaterThan(Double.parseDouble(circle(disc).getAttribute("r")));
        List<Element> all = all(doc);
        assertThat(all.indexOf(ring)).isLessThan(all.indexOf(disc));   // the disc on top, the ring showing round it
    }

    @Test
    void drawsNoLastMoveWhenThePathIsEmptyOrNull() throws Exception {
        assertThat(lastMoves(parse(XeQueoBoardSvg.render(position(EXAMPLE), List.of(), "")))).isEmpty();
        assertThat(lastMoves(parse(XeQueoBoardSvg.render(position(EXAMPLE), null, null)))).isEmpty();
    }

    @Test
    void drawsTheLastMoveAsAPolylineThroughTheCentresOfItsSquares() throws Exception {
        List<Integer> path = squares("a4", "c4", "e6", "c6");
        Document doc = parse(XeQueoBoardSvg.render(position(EXAMPLE), path, ""));

        List<Element> lines = lastMoves(doc);
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0).getLocalName()).isEqualTo("polyline");
        double[][] points = points(lines.get(0));
        assertThat(points).hasNumberOfRows(path.size());
        double[] b4 = centre(disc(doc, "b4"));
        double[] c6 = centre(disc(doc, "c6"));
        assertThat(points[3]).containsExactly(c6);
        assertThat(points[0][1]).isEqualTo(points[1][1]).isEqualTo(b4[1]);
        assertThat(points[0][0]).isLessThan(b4[0]).isLessThan(points[1][0]);
        assertThat(points[2][1]).isEqualTo(c6[1]).isLessThan(points[1][1]);
        assertThat(points[2][0]).isGreaterThan(c6[0]);
        assertThat(endMarkers(doc, "last-move-origin")).hasSize(1);
        assertThat(endMarkers(doc, "last-move-end")).hasSize(1);
        assertThat(endMarkers(doc, "last-move-end").get(0).getLocalName()).isEqualTo("polygon");
    }

    @Test
    void aOneStepPathIsAPolylineOfTwoPoints() throws Exception {
        Document doc = parse(XeQueoBoardSvg.render(position(EXAMPLE), squares("d4", "e5"), ""));

        assertThat(points(lastMoves(doc).get(0))).hasNumberOfRows(2);
    }

    @Test
    void escapesMarkupCharactersInTheCaption() throws Exception {
        String caption = "<b>&\"quoted\" 'n' </svg>";
        String svg = XeQueoBoardSvg.render(position(EXAMPLE), List.of(), caption);

        assertThat(svg).doesNotContain("<b>").doesNotContain("</svg>\n</svg>");
        assertThat(svg).contains("&lt;b&gt;&amp;&quot;quoted&quot; &apos;n&apos; &lt;/svg&gt;");
        Document doc = parse(svg);
        assertThat(caption(doc).getTextContent()).isEqualTo(caption);
    }

    @Test
    void keepsNonAsciiCaptionsIntactAsCharacterReferences() throws Exception {
        String caption = "round 2 · ringer to move — Gyűrűs \uD83D\uDC8D";
        String svg = XeQueoBoardSvg.render(position(EXAMPLE), List.of(), caption);

        assertThat(svg.chars()).allMatch(c -> c < 0x80);
        assertThat(caption(parse(svg)).getTextContent()).isEqualTo(caption);
    }

    @Test
    void replacesCharactersXmlForbidsSoTheOutputStaysWellFormed() throws Exception {
        String svg = XeQueoBoardSvg.render(position(EXAMPLE), List.of(), "bell\u0007 and lone \uD800");

        assertThat(caption(parse(svg)).getTextContent()).isEqualTo("bell\uFFFD and lone \uFFFD");
    }

    @Test
    void rendersTheSameBytesForTheSameInput() {
        List<Integer> path = squares("c1", "c3", "e5");
        String first = XeQueoBoardSvg.render(position(EXAMPLE), path, "round 1");
        String second = XeQueoBoardSvg.render(position(EXAMPLE), new ArrayList<>(path), "round 1");

        assertThat(second).isEqualTo(first);
    }

    @Test
    void rejectsAPathWithSomethingThatIsNotASquare() {
        assertThatThrownBy(() -> XeQueoBoardSvg.render(position(EXAMPLE), List.of(1, 49), ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("49");
        assertThatThrownBy(() -> XeQueoBoardSvg.render(position(EXAMPLE), List.of(Square.NONE), ""))
                .isInstanceOf(IllegalArgumentException.class);
        List<Integer> withNull = new ArrayList<>();
        withNull.add(null);
        assertThatThrownBy(() -> XeQueoBoardSvg.render(position(EXAMPLE), withNull, ""))
                .isInstanceOf(IllegalArgumentException.class);
    }

    // --- helpers ---------------------------------------------------------------------------------

    @SuppressWarnings("unchecked")
    private static Position position(String text) {
        return ((Parsed.Ok<Position>) PositionText.parse(text)).value();
    }

    private static List<Integer> squares(String... names) {
        List<Integer> squares = new ArrayList<>();
        for (String name : names) {
            squares.add(Square.parse(name));
        }
        return squares;
    }





    private static List<Element> discs(Document doc) {
        return withClass(doc, "disc");
    }

    private static Element disc(Document doc, String square) {
        return discs(doc).stream().filter(e -> e.getAttribute("data-square").equals(square)).findFirst().orElseThrow();
    }

    private static List<Element> rings(Document doc) {
        return withClass(doc, "ring");
    }


    private static List<Element> endMarkers(Document doc, String cls) {
        return withClass(doc, cls);
    }


    private static Element circle(Element group) {
        return (Element) group.getElementsByTagNameNS(SVG_NS, "circle").item(0);
    }


}
