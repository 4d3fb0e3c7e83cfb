package com.acme.ui;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JPanel;

public class Canvas extends JPanel {
    private int clicks;

    public Canvas() {
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                clicks++;
                repaint();
            }
        });
        setFocusable(true);
    }

    public int clicks() {
        return clicks;
    }
}
