pub struct Temperature {
    celsius: f64,
}

impl Temperature {
    pub fn from_celsius(celsius: f64) -> Self {
        Temperature { celsius }
    }
<<<<<<< left

    pub fn fahrenheit(&self) -> f64 {
        self.celsius * 9.0 / 5.0 + 32.0
    }
||||||| base
=======

    pub fn fahrenheit(&self) -> f64 {
        self.celsius * 1.8 + 32.0
    }
>>>>>>> right

    pub fn celsius(&self) -> f64 {
        self.celsius
    }
}
