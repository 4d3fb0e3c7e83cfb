package com.example.util;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

public final class Lists {
    private Lists() {}

    public static <T> List<T> copy(List<T> source) {
        return new ArrayList<>(source);
    }

    public static <K, V> List<K> keys(Map<K, V> map) {
        return new ArrayList<>(map.keySet());
    }

    public static <T> List<T> withoutNulls(List<T> source) {
        List<T> out = new ArrayList<>();
        for (T item : source) {
            if (Objects.nonNull(item)) {
                out.add(item);
            }
        }
        return out;
    }
}
