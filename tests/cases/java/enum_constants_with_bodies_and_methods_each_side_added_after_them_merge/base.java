package org.example.calc;

public enum Op {
    PLUS {
        @Override
        double apply(double a, double b) {
            return a + b;
        }
    };

    abstract double apply(double a, double b);
}
