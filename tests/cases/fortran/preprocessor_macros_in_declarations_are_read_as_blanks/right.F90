module ocean_state_mod
  implicit none
#include <memory_macros.h>
  real ALLOCABLE_, dimension(NIMEM_,NJMEM_) :: h
contains
  subroutine state_init()
    h = 0.0
  end subroutine state_init

  real function state_mean()
    state_mean = sum(h) / size(h)
  end function state_mean
end module ocean_state_mod
