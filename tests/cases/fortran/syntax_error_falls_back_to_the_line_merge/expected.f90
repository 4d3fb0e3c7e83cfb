module units_mod
  implicit none
contains
  real function to_kelvin(c)
    real, intent(in) :: c
    to_kelvin = c + 273.15
  end function to_kelvin
<<<<<<< left

  real function to_celsius(k
    real, intent(in) :: k
    to_celsius = k - 273.15
  end function to_celsius
||||||| base
=======

  real function to_fahrenheit(c)
    real, intent(in) :: c
    to_fahrenheit = c * 1.8 + 32.0
  end function to_fahrenheit
>>>>>>> right
end module units_mod
