module units_mod
  implicit none
contains
  real function to_kelvin(c)
    real, intent(in) :: c
    to_kelvin = c + 273.15
  end function to_kelvin
<<<<<<< left

  REAL FUNCTION To_Rankine(C)
    REAL, INTENT(IN) :: C
    To_Rankine = (C + 273.15) * 1.8
  END FUNCTION To_Rankine
||||||| base
=======

  real function to_rankine(c)
    real, intent(in) :: c
    to_rankine = c * 1.8 + 491.67
  end function to_rankine
>>>>>>> right

  real function to_fahrenheit(c)
    real, intent(in) :: c
    to_fahrenheit = c * 1.8 + 32.0
  end function to_fahrenheit
end module units_mod
