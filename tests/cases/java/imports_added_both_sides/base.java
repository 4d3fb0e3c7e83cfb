package com.example.util;

import java.util.ArrayList;
import java.util.List;

public final class Lists {
    private Lists() {}

    public static <T> List<T> copy(List<T> source) {
        return new ArrayList<>(source);
    }
}
