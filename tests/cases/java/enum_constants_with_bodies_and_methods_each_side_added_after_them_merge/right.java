package org.example.calc;

public enum Op {
    PLUS {
        @Override
        double apply(double a, double b) {
            return a + b;
        }
    },
    MINUS {
        @Override
        double apply(double a, double b) {
            return a - b;
        }
    };

    int precedence() {
        return 1;
    }

    abstract double apply(double a, double b);
}
