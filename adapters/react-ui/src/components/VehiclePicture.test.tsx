// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render-app.tsx';
import { modelPictureUrl, VehiclePicture } from './VehiclePicture.tsx';

describe('a car’s picture', () => {
  it('names the car in its alt text and reserves its space before it loads', () => {
    render(<VehiclePicture src="/images/models/bmw-i4.svg" alt="BMW i4 eDrive40" />);
    const picture = screen.getByRole('img', { name: 'BMW i4 eDrive40' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', '/images/models/bmw-i4.svg');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '360');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when it is above the fold', () => {
    render(<VehiclePicture src="/images/models/bmw-i4.svg" alt="BMW i4 eDrive40" eager />);
    expect(screen.getByRole('img', { name: 'BMW i4 eDrive40' })).toHaveAttribute('loading', 'eager');
  });

  it('shows the drawn placeholder when the picture does not load, never a broken image', () => {
    render(<VehiclePicture src="/images/models/gone.svg" alt="Fiat 500e" />);
    fireEvent.error(screen.getByRole('img', { name: 'Fiat 500e' }));
    const placeholder = screen.getByRole('img', { name: 'Fiat 500e' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveAttribute('data-picture', 'placeholder');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the placeholder when the car has no picture', () => {
    render(<VehiclePicture src={modelPictureUrl(null)} alt="Unbekanntes Fahrzeug" />);
    expect(screen.getByRole('img', { name: 'Unbekanntes Fahrzeug' })).toHaveAttribute(
      'data-picture',
      'placeholder',
    );
  });

  it('finds a subscription’s picture by its car’s product id', () => {
    expect(modelPictureUrl('skoda-enyaq')).toBe('/images/models/skoda-enyaq.svg');
  });
});
