use std::fmt;

pub struct Celsius(pub f64);

pub struct Fahrenheit(pub f64);

pub struct Kelvin(pub f64);

impl fmt::Display for Kelvin {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{:.1} K", self.0)
    }
}

impl fmt::Display for Fahrenheit {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{:.1} °F", self.0)
    }
}
