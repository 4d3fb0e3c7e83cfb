package app.ui;

import android.view.View;

public class Row implements View.OnClickListener {
    @Override
    public void onClick(View v) {
        v.setSelected(true);
    }
}
