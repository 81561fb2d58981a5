package org.ringgames.web.gyges;

import static org.ringgames.web.SvgDocument.SVG_NS;
import static org.ringgames.web.SvgDocument.all;
import static org.ringgames.web.SvgDocument.caption;
import static org.ringgames.web.SvgDocument.centre;
import static org.ringgames.web.SvgDocument.elements;
import static org.ringgames.web.SvgDocument.lastMoves;
import static org.ringgames.web.SvgDocument.parse;
import static org.ringgames.web.SvgDocument.points;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Square;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class BoardSvgTest {

    private static final String START = "321123/....../....../....../....../321123 S";

    @Test
    void rendersAWellFormedStandaloneSvgDocument() throws Exception {
        String svg = BoardSvg.render(position(START), List.of(), "ply 0 · south to move");
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
        assertThat(svg).doesNotContain("href").doesNotContain("url(").doesNotContain(" id=");
    }

    @Test
    void titlesTheImageWithThePositionAndTheCaption() throws Exception {
        Document doc = parse(BoardSvg.render(position(START), List.of(), "ply 0 · south to move"));

        Element title = (Element) doc.getDocumentElement().getElementsByTagNameNS(SVG_NS, "title").item(0);
        assertThat(title.getParentNode()).isSameAs(doc.getDocumentElement());
        assertThat(title.getTextContent()).contains(START).contains("ply 0 · south to move");
    }

    @Test
    void drawsOnePieceElementPerOccupiedSquareOfTheStartPosition() throws Exception {
        Document doc = parse(BoardSvg.render(position(START), List.of(), ""));

        List<Element> pieces = pieces(doc);
        assertThat(pieces).hasSize(12);
        assertThat(pieces).extracting(p -> p.getAttribute("data-square")).containsExactlyInAnyOrder(
                "a1", "b1", "c1", "d1", "e1", "f1", "a6", "b6", "c6", "d6", "e6", "f6");
    }

    @Test
    void drawsOneRingPerSizeOnEachPiece() throws Exception {
        Position start = position(START);
        Document doc = parse(BoardSvg.render(start, List.of(), ""));

        int rings = 0;
        for (Element piece : pieces(doc)) {
            int size = start.size(Square.parse(piece.getAttribute("data-square")));
            assertThat(piece.getAttribute("data-size")).isEqualTo(String.valueOf(size));
            List<Element> circles = elements(piece.getElementsByTagNameNS(SVG_NS, "circle"));
            assertThat(circles).hasSize(size);
            assertThat(circles).extracting(c -> c.getAttribute("r")).doesNotHaveDuplicates();
            assertThat(circles).extracting(c -> c.getAttribute("cx")).containsOnly(circles.get(0).getAttribute("cx"));
            assertThat(circles).extracting(c -> c.getAttribute("cy")).containsOnly(circles.get(0).getAttribute("cy"));
            rings += size;
        }
        assertThat(rings).isEqualTo(2 * (3 + 2 + 1 + 1 + 2 + 3));
    }

    @Test
    void drawsRingsAsStrokesWithoutFill() throws Exception {
        Document doc = parse(BoardSvg.render(position(START), List.of(), ""));

        Element layer = (Element) pieces(doc).get(0).getParentNode();
        assertThat(layer.getAttribute("fill")).isEqualTo("none");
        assertThat(layer.getAttribute("stroke")).isNotEmpty();
    }

    @Test
    void drawsNoLastMoveWhenThePathIsEmptyOrNull() throws Exception {
        assertThat(lastMoves(parse(BoardSvg.render(position(START), List.of(), "")))).isEmpty();
        assertThat(lastMoves(parse(BoardSvg.render(position(START), null, null)))).isEmpty();
    }

    @Test
    void drawsTheLastMoveAsAPolylineWithOnePointPerSquareOfThePath() throws Exception {
        Position after = position("321123/....../....../.2..../....../3.1123 N");
        List<Integer> path = squares("b1", "b2", "b3");
        Document doc = parse(BoardSvg.render(after, path, "ply 1 · north to move"));

        List<Element> lines = lastMoves(doc);
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0).getLocalName()).isEqualTo("polyline");
        double[][] points = points(lines.get(0));
        assertThat(points).hasNumberOfRows(path.size());
        double[] b3 = centre(piece(doc, "b3"));
        assertThat(points[2]).containsExactly(b3);
        assertThat(points[0][0]).isEqualTo(b3[0]);
        assertThat(points[0][1]).isGreaterThan(points[1][1]).isGreaterThan(points[2][1]);
    }

    @Test
    void aPathEndingOnGoalNEndsOnTheNorthBarAboveRowSixInTheLastSquaresColumn() throws Exception {
        Position after = position(".3.123/...1../...2../....../...33./2.211. N");
        List<Integer> path = new ArrayList<>(squares("b1", "b2", "b3", "c3", "c4", "c5", "c6"));
        path.add(Square.N);
        Document doc = parse(BoardSvg.render(after, path, ""));

        double[][] points = points(lastMoves(doc).get(0));
        assertThat(points).hasNumberOfRows(path.size());
        double[] end = points[points.length - 1];
        double[] c6 = points[points.length - 2];
        Element bar = goal(doc, "N");
        double barTop = Double.parseDouble(bar.getAttribute("y"));
        double barBottom = barTop + Double.parseDouble(bar.getAttribute("height"));
        assertThat(end[0]).isEqualTo(c6[0]);
        assertThat(end[1]).isBetween(barTop, barBottom).isLessThan(c6[1]);
        for (Element piece : pieces(doc)) {
            assertThat(end[1]).isLessThan(centre(piece)[1] - 20);
        }
    }

    @Test
    void aPathEndingOnGoalSEndsOnTheSouthBarBelowRowOne() throws Exception {
        Position after = position("3.1123/.2..../....../....../1...../3..1.3 S");
        List<Integer> path = new ArrayList<>(squares("b6", "b5", "b4", "b3", "b2", "a2", "a1"));
        path.add(Square.S);
        Document doc = parse(BoardSvg.render(after, path, ""));

        double[][] points = points(lastMoves(doc).get(0));
        double[] end = points[points.length - 1];
        double[] a1 = centre(piece(doc, "a1"));
        Element bar = goal(doc, "S");
        double barTop = Double.parseDouble(bar.getAttribute("y"));
        assertThat(end[0]).isEqualTo(a1[0]);
        assertThat(end[1]).isBetween(barTop, barTop + Double.parseDouble(bar.getAttribute("height")));
        assertThat(end[1]).isGreaterThan(a1[1]);
    }

    @Test
    void drawsBothGoalBarsAcrossTheBoardWithTheirLetters() throws Exception {
        Document doc = parse(BoardSvg.render(position(START), List.of(), ""));

        Element north = goal(doc, "N");
        Element south = goal(doc, "S");
        assertThat(Double.parseDouble(north.getAttribute("y"))).isLessThan(Double.parseDouble(south.getAttribute("y")));
        assertThat(north.getAttribute("width")).isEqualTo(south.getAttribute("width"));
        List<String> texts = new ArrayList<>();
        for (Element t : elements(doc.getElementsByTagNameNS(SVG_NS, "text"))) {
            texts.add(t.getTextContent());
        }
        assertThat(texts).contains("N", "S", "a", "b", "c", "d", "e", "f", "1", "2", "3", "4", "5", "6");
    }

    @Test
    void escapesMarkupCharactersInTheCaption() throws Exception {
        String caption = "<b>&\"quoted\" 'n' </svg>";
        String svg = BoardSvg.render(position(START), List.of(), caption);

        assertThat(svg).doesNotContain("<b>").doesNotContain("</svg>\n</svg>");
        assertThat(svg).contains("&lt;b&gt;&amp;&quot;quoted&quot; &apos;n&apos; &lt;/svg&gt;");
        Document doc = parse(svg);
        assertThat(caption(doc).getTextContent()).isEqualTo(caption);
    }

    @Test
    void keepsNonAsciiCaptionsIntactAsCharacterReferences() throws Exception {
        String caption = "ply 7 · north to move — Gygès \uD83C\uDFB2";
        String svg = BoardSvg.render(position(START), List.of(), caption);

        assertThat(svg.chars()).allMatch(c -> c < 0x80);
        assertThat(caption(parse(svg)).getTextContent()).isEqualTo(caption);
    }

    @Test
    void replacesCharactersXmlForbidsSoTheOutputStaysWellFormed() throws Exception {
        String svg = BoardSvg.render(position(START), List.of(), "bell\u0007 and lone \uD800");

        assertThat(caption(parse(svg)).getTextContent()).isEqualTo("bell\uFFFD and lone \uFFFD");
    }

    @Test
    void rendersTheSameBytesForTheSameInput() {
        List<Integer> path = squares("b1", "b2", "b3");
        String first = BoardSvg.render(position("321123/....../....../.2..../....../3.1123 N"), path, "ply 1");
        String second = BoardSvg.render(position("321123/....../....../.2..../....../3.1123 N"),
                new ArrayList<>(path), "ply 1");

        assertThat(second).isEqualTo(first);
    }

    @Test
    void rejectsAPathWithSomethingThatIsNotASquare() {
        assertThatThrownBy(() -> BoardSvg.render(position(START), List.of(1, 38), ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("38");
        assertThatThrownBy(() -> BoardSvg.render(position(START), List.of(-1), ""))
                .isInstanceOf(IllegalArgumentException.class);
    }

    // --- helpers ---------------------------------------------------------------------------------

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

    private static List<Element> pieces(Document doc) {
        return all(doc).stream().filter(e -> e.hasAttribute("data-square") && e.hasAttribute("data-size")).toList();
    }

    private static Element piece(Document doc, String square) {
        return pieces(doc).stream().filter(e -> e.getAttribute("data-square").equals(square)).findFirst().orElseThrow();
    }

    private static Element goal(Document doc, String letter) {
        return all(doc).stream().filter(e -> e.getAttribute("class").equals("goal")
                && e.getAttribute("data-goal").equals(letter)).findFirst().orElseThrow();
    }

}
