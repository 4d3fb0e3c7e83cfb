package org.example.calc;

public enum Op {
    PLUS {
        @Override
        double apply(double a, double b) {
            return a + b;
        }
    },
    TIMES {
        @Override
        double apply(double a, double b) {
            return a * b;
        }
    };

    boolean commutative() {
        return true;
    }

    abstract double apply(double a, double b);
}
