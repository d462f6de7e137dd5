"""The application: the table service (games per channel), storage, reminders, and front ends."""
