package com.example.shipping;

import com.example.shipping.model.Parcel;
import java.time.Duration;
import static com.example.shipping.Rates.ratePerKilo;

class Quote {
    private final Parcel parcel;

    Quote(Parcel parcel) {
        this.parcel = parcel;
    }

    double price() {
        return parcel.weightKilos() * ratePerKilo(parcel.zone());
    }
}
