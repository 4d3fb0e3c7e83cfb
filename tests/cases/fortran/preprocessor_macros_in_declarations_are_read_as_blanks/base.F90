module ocean_state_mod
  implicit none
#include <memory_macros.h>
  real ALLOCABLE_, dimension(NIMEM_,NJMEM_) :: h
contains
  subroutine state_init()
    h = 0.0
  end subroutine state_init
end module ocean_state_mod
