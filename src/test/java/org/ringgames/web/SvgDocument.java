package org.ringgames.web;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Reading the board pictures back, for tests: the JDK's XML parser proves them well formed. */
public final class SvgDocument {

    public static final String SVG_NS = "http://www.w3.org/2000/svg";

    private SvgDocument() {
    }

    public static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    public static List<Element> elements(NodeList nodes) {
        List<Element> list = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            list.add((Element) nodes.item(i));
        }
        return list;
    }

    public static List<Element> all(Document doc) {
        return elements(doc.getElementsByTagNameNS(SVG_NS, "*"));
    }

    public static List<Element> withClass(Document doc, String cls) {
        return all(doc).stream().filter(e -> e.getAttribute("class").equals(cls)).toList();
    }

    public static List<Element> lastMoves(Document doc) {
        return withClass(doc, "last-move");
    }

    public static Element caption(Document doc) {
        return withClass(doc, "caption").get(0);
    }

    /** The centre of a piece, disc or ring group: that of its first circle. */
    public static double[] centre(Element group) {
        Element c = (Element) group.getElementsByTagNameNS(SVG_NS, "circle").item(0);
        return new double[] {Double.parseDouble(c.getAttribute("cx")), Double.parseDouble(c.getAttribute("cy"))};
    }

    public static double[][] points(Element polyline) {
        String[] pairs = polyline.getAttribute("points").trim().split("\\s+");
        double[][] points = new double[pairs.length][];
        for (int i = 0; i < pairs.length; i++) {
            String[] xy = pairs[i].split(",");
            points[i] = new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
        }
        return points;
    }
}
