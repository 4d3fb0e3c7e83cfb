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

  real function to_rankine(c)
    real, intent(in) :: c
    to_rankine = c * 1.8 + 491.67
  end function to_rankine
end module units_mod
