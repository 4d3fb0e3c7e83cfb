module io_mod
  implicit none
contains

  subroutine open_log(unit)
    integer, intent(out) :: unit
    open(newunit=unit, file='run.log')
  end subroutine open_log

  subroutine start(unit)
    integer, intent(out) :: unit
    call open_log(unit)
  end subroutine start

<<<<<<< left
  subroutine stop_log(unit)
    integer, intent(in) :: unit
    close(unit)
  end subroutine stop_log

||||||| base
=======
  subroutine restart(unit)
    integer, intent(out) :: unit
    call open_log(unit)
    call write_header(unit)
    write(unit, '(a)') 'restarted'
  end subroutine restart

>>>>>>> right
end module io_mod
