package org.terrainexplorer.ui.common;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * A label that shortens deliberately: of its texts, longest first, it shows the first that fits its width, instead
 * of cutting one off with an ellipsis; its tooltip always has the first, full text. It asks for the full text's
 * width and needs at least the shortest text's, so a toolbar gives it what it can spare. For a hint or a read-out
 * whose short forms still say something whole ("441 blocks" for "from -260, 150 to 180, 150: 441 blocks").
 */
public final class FittingLabel extends Label {

    /** Width to spare over the measured text, for rounding between the measure and the skin's own. */
    private static final double SLACK = 2;

    private final Text measure = new Text();
    private final Tooltip full = new Tooltip();
    private List<String> texts = List.of("");

    /** A label of {@code texts}, the full text first, then shorter ones. */
    public FittingLabel(String... texts) {
        full.setWrapText(true);
        full.setMaxWidth(480);
        setTooltip(full);
        setTexts(texts);
        widthProperty().addListener(o -> choose());
        fontProperty().addListener(o -> requestLayout());
    }

    /** Replaces the texts (the full one first). */
    public void setTexts(String... next) {
        if (next.length == 0) {
            throw new IllegalArgumentException("a fitting label needs a text");
        }
        texts = List.of(next);
        full.setText(next[0]);
        choose();
        requestLayout();
    }

    /** The full text (what the tooltip says). */
    public String fullText() {
        return texts.get(0);
    }

    private void choose() {
        double room = getWidth() - snappedLeftInset() - snappedRightInset();
        String shown = texts.get(texts.size() - 1);
        for (String t : texts) {
            if (textWidth(t) <= room || getWidth() <= 0) {
                shown = t;
                break;
            }
        }
        if (!shown.equals(getText())) {
            setText(shown);
        }
    }

    private double textWidth(String text) {
        measure.setFont(getFont());
        measure.setText(text);
        return Math.ceil(measure.getLayoutBounds().getWidth()) + SLACK;
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + textWidth(texts.get(0)) + snappedRightInset();
    }

    /** The shortest text's width; with one text only, a plain label's (which may cut it with an ellipsis). */
    @Override
    protected double computeMinWidth(double height) {
        return texts.size() == 1 ? super.computeMinWidth(height)
            : snappedLeftInset() + textWidth(texts.get(texts.size() - 1)) + snappedRightInset();
    }
}
