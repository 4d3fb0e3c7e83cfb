package app.ui;

import android.view.View;

public class Row implements View.OnClickListener, View.OnKeyListener {
    @Override
    public void onClick(View v) {
        v.setSelected(true);
    }

    @Override
    public boolean onKey(View v, int code, android.view.KeyEvent e) {
        return false;
    }
}
