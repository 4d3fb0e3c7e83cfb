package app.ui;

import android.view.View;

public class Row implements View.OnClickListener, View.OnLongClickListener {
    @Override
    public void onClick(View v) {
        v.setSelected(true);
    }

    @Override
    public boolean onLongClick(View v) {
        return false;
    }
}
