// Maintenance mode: while on, every /gateway and /user call answers 503 'In Maintenance'.
export const MAINTENANCE_TEXT = 'In Maintenance';

export class MaintenanceSwitch {
  private on = false;

  isOn(): boolean {
    return this.on;
  }

  set(on: boolean): void {
    this.on = on;
  }
}
