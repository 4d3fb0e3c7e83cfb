package com.example.shipping;

import com.example.shipping.model.Parcel;
import java.time.Duration;
import java.time.Instant;
import static com.example.shipping.Limits.maxWeightKilos;
import static com.example.shipping.Rates.ratePerKilo;

class Quote {
    private final Parcel parcel;

    Quote(Parcel parcel) {
        if (parcel.weightKilos() > maxWeightKilos()) {
            throw new IllegalArgumentException("parcel too heavy");
        }
        this.parcel = parcel;
    }

    double price() {
        return parcel.weightKilos() * ratePerKilo(parcel.zone());
    }

    Instant validUntil(Instant now) {
        return now.plus(Duration.ofHours(24));
    }
}
