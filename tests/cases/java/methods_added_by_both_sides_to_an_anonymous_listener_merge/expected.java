package com.acme.ui;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JPanel;

public class Canvas extends JPanel {
    private int clicks;
    private boolean hovered;
    private int presses;

    public Canvas() {
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                clicks++;
                repaint();
            }

            @Override
            public void mouseEntered(MouseEvent e) {
                hovered = true;
                repaint();
            }

            @Override
            public void mousePressed(MouseEvent e) {
                presses++;
            }
        });
        setFocusable(true);
    }

    public int clicks() {
        return clicks;
    }
}
