module units_mod
  implicit none
  real, parameter :: zero_c = 273.15
contains
  real function to_celsius(k)
    real, intent(in) :: k
    to_celsius = k - 273.15
  end function to_celsius

  real function to_kelvin(c)
    real, intent(in) :: c
    to_kelvin = c + 273.15
  end function to_kelvin
end module units_mod
