import { Component, Input, Output, EventEmitter } from "@angular/core";

@Component({ selector: "app-badge", template: "<span>{{ label }}</span>" })
export class BadgeComponent {
  @Input()
  label = "";

<<<<<<< left
  @Input()
  @Output()
||||||| base
  @Output()
=======
  @Output()
  @Input()
>>>>>>> right
  picked = new EventEmitter<string>();

  pick(): void {
    this.picked.emit(this.label.trim());
  }
}
