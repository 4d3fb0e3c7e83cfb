module io_mod
  implicit none
contains

  subroutine open_log(unit)
    integer, intent(out) :: unit
    open(newunit=unit, file='run.log')
  end subroutine open_log

  subroutine write_header(unit)
    integer, intent(in) :: unit
    write(unit, '(a)') 'run started'
  end subroutine write_header

  subroutine start(unit)
    integer, intent(out) :: unit
    call open_log(unit)
    call write_header(unit)
  end subroutine start

  subroutine restart(unit)
    integer, intent(out) :: unit
    call open_log(unit)
    call write_header(unit)
    write(unit, '(a)') 'restarted'
  end subroutine restart

end module io_mod
