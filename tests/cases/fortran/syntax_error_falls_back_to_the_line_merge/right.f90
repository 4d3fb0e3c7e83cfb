module units_mod
  implicit none
contains
  real function to_kelvin(c)
    real, intent(in) :: c
    to_kelvin = c + 273.15
  end function to_kelvin

  real function to_fahrenheit(c)
    real, intent(in) :: c
    to_fahrenheit = c * 1.8 + 32.0
  end function to_fahrenheit
end module units_mod
